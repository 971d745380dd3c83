e0(1,2).
0.2::e0(2,3).
0.2::e1(3).
0.2::e1(1); 0.1::e1(3); 0.2::e1(2).
P::p00(Y) :- (e0(Z,2), p00(Z), between(1,3,Y)), P is Y / 4.
0.7::p10 :- (p10, e1(1), p10) ; (p10, e0(1,Y)).
0.5::p10 :- (e0(1,Z), T =.. [g, Z], T \== g(0)) ; (p10, p00(X), X @< 1).
p10 :- e0(Z,X), e0(Y,Z), p00(Y).
p20(X,Y) :- (e1(3), between(1,3,X), between(1,3,Y), X @>= 3) ; (e0(Z,3), p21(3), between(1,3,X), between(1,3,Y)).
p21(1) :- p20(X,Z), Z >= 2.
p21(3) :- e0(Y,Z), Y @>= 1, T =.. [g, Y], T \== g(0).
P::p21(X) :- (Z \== 2, p21(2), e0(X,Z), X = 2), P is X / 4.
query(p00(3)).
query(e0(Y,2)).
query(p20(X,X)) :- between(1,2,X).
evidence(p21(3), true).
