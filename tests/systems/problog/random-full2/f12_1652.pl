0.25::e0(2,1).
0.1::e0(3,1).
0.1::e1(2); 0.1::e1(3); 0.1::e1(1).
p00 :- (e0(Y,X), e0(2,Y)) ; (e0(Z,1), e1(Y), p00, Z < 3).
p00 :- e1(Y).
p00 :- e1(2), T =.. [g, 2], T \== g(0).
p10(1,X) :- Z \== 3, p10(1,X), e1(Z), T =.. [g, Z], T \== g(0).
p10(Y,1) :- p10(X,Y), Y =:= 1.
P::p20(X) :- ((p00, p21(Z,3), between(1,3,X), \+ p10(3,Z), Z \= X) ; (p20(Y), p10(2,2), p10(Y,3), between(1,3,X))), P is X / 4.
0.6::p21(Y,X) :- p21(Z,1), p20(Z), e0(Y,Z), between(1,3,X), call(p10, 3, Y), not p10(Y,X).
query(p21(Y,1)).
query(e0(X,X)).
query(e1(3)).
evidence(e1(2), false).
