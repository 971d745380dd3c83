0.5::e0.
0.75::e1(1).
e1(3).
e2(1).
0.8::e2(2).
0.2::e2(3); 0.1::e2(1); 0.2::e2(2).
0.25::e3.
p00(Y) :- p00(3), between(1,3,Y), Y @=< f(1).
P::p10(X,1) :- (e1(Y), between(1,3,X), \+ e1(Y), Y \== Y), P is X / 4.
p10(2,X) :- p00(X), e0, e0, call(p00, X), X \= 3.
p10(X,2) :- e0, e0, between(1,3,X).
p11(Y,X) :- e1(X), e1(Z), p00(X), between(1,3,Y).
p11(Y,Y) :- (e2(3), e2(Z), p10(Z,Z), between(1,3,Y), Z \= Z, call(p00, Y)) ; (Y \== 3, e3, between(1,3,Y)).
query(e1(3)).
query(p00(Y)).
