0.7::e0(1).
0.1::e0(1); 0.1::e0(2).
0.3::e1.
e2(1).
0.3::e2(3); 0.2::e2(2); 0.1::e2(1).
e3.
p00(Y,X) :- X \== 1, e2(Z), between(1,3,X), between(1,3,Y), Z =\= 1.
p00(Y,X) :- (e3, between(1,3,X), between(1,3,Y), X \= X) ; (p01(2,X), between(1,3,Y), X =:= 1, \+ e1).
p00(X,2) :- e2(1), e3, e3, between(1,3,X).
p01(Y,X) :- (e3, e0(Y), between(1,3,X), X \= Y) ; (e3, e2(X), between(1,3,Y)).
p10(Y,X) :- e3, p01(2,3), between(1,3,X), between(1,3,Y), X =\= 2.
p20 :- p00(Y,Z), p10(Y,2), p00(Y,2).
p20 :- e3.
p20 :- p00(Y,3).
0.5::p30(2) :- e1, p20, p00(Z,Z).
p30(X) :- e2(Z), between(1,3,X).
p30(Y) :- (e0(2), between(1,3,Y)) ; (p00(Y,X), e3).
query(p20).
