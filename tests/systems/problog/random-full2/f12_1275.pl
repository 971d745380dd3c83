0.7::e0.
e1(3).
e1(2).
0.4::e2(1).
p00(2) :- p01(Y), call(e2, 3).
p00(X) :- p01(Z), e0, p01(Z), between(1,3,X), \+ e1(Z), Z >= 3.
p00(Y) :- e2(Y), e0, e1(Y).
0.9::p01(Y) :- p00(2), e0, between(1,3,Y), Y =\= 3.
p01(X) :- p01(2), e2(2), p01(Y), between(1,3,X), call(e1, Y), \+ e0.
p01(X) <- (e0, e0, e0, between(1,3,X), \+ e2(X), X =:= 3) ; (e1(2), e2(X), e1(X), X =:= 3).
p10 :- p10.
p11 :- e0.
0.75::p11 :- (e0, p00(2), T =.. [g, 1], T \== g(0)) ; (e1(1), e2(Y), not e1(Y)).
p20(X,3) :- p10, between(1,3,X), W is X + 3, W < 5.
0.8::p20(X,Y) :- (p00(Z), p10, p20(Z,1), between(1,3,X), between(1,3,Y), X >= 2) ; (p01(3), between(1,3,X), between(1,3,Y), X @>= f(1)).
p30 :- p11, p30, p10, \+ p10.
p31(X,X) :- p00(Z), p11, p00(2), between(1,3,X), W is X + 3, W < 5, call(p01, Z).
query(e2(2)).
query(p00(1)).
query(p00(X)) :- between(1,2,X).
