0.8::e0.
0.75::e1.
0.1::e2(2).
e2(1).
e2(3).
p00(Y) :- (e0, e0, p00(1), between(1,3,Y)) ; (e2(Y), p00(3)).
p00(Y) :- (e2(Y)) ; (p00(X), e2(1), between(1,3,Y)).
p00(X) :- e2(2), p00(Y), between(1,3,X), X @=< 2, T =.. [g, Y], T \== g(0).
p10(Y,2) :- p11(Z), e2(3), p11(Z), between(1,3,Y), Z >= 3, compare(O, Z, 3).
p10(X,Y) :- e1, between(1,3,X), between(1,3,Y).
p10(Y,3) :- e0, p11(Z), between(1,3,Y).
p11(2) :- p00(3), p00(2).
p11(3) :- e2(Z), p11(Z), Z \= 3, Z =:= 1.
p20 :- e1, p11(Y).
P::p21(Y) :- (e2(X), between(1,3,Y), \+ p00(Y)), P is Y / 4.
p21(Y) :- p20, p11(2), e1, between(1,3,Y), W is Y + 3, W < 5.
P::p21(Y) :- (e2(Z), p10(X,Z), between(1,3,Y), Z =\= 1, \+ p00(X)), P is Y / 4.
p30 :- (p11(1), p21(Y), p20) ; (p11(Z), p00(2), e2(Z), Z == 1).
p30 <- p11(Y), e1, p21(Y), call(p21, 3), \+ p21(2).
query(p11(X)).
query(p11(Y)).
query(p30) :- between(1,2,X).
