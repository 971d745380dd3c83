0.3::e0.
0.8::e1(3,3).
e1(1,3).
e1(3,1).
0.9::e2(2).
e3(2,2).
e3(3,1).
p00(Y,Y) :- e1(1,Z), between(1,3,Y), T =.. [g, Z], T \== g(0), Y @< a.
p01(X,X) :- p00(2,2), between(1,3,X), \+ e2(X).
p10 :- e1(3,Z), e3(Y,Z), e2(Z), W is Y + 2, W < 5.
p10 :- e3(X,Y), p00(X,1), e1(3,1).
p10 :- p01(3,3).
p11(Y,Y) :- (e2(2), e3(2,Y), W is Y + 3, W < 5, Y \= Y) ; (e3(Y,3), p11(X,X), call(e1, 1, X)).
p11(1,Y) :- e0, e2(Z), p00(Z,1), between(1,3,Y), call(e3, 2, Y).
P::p11(Y,X) :- (e2(Y), p10, between(1,3,X)), P is Y / 4.
p20 :- p11(2,Z), p11(Z,Z), \+ p10, Z >= 2.
p21 :- p10, p00(Z,Y), p10, compare(O, Z, 1), W is Z + 2, W < 5.
0.75::p21 :- e0, p21, p21, not p01(2,1).
query(p10).
query(p01(2,2)).
query(e3(X,X)) :- between(1,2,X).
