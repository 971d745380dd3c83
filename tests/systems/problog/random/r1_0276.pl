0.8::e0(1).
0.4::e1.
p00(Y) :- e0(Z), e0(Z), p00(2), between(1,3,Y), Y =\= 1, Y \= Z.
0.4::p00(1) :- e1, e0(1).
p10(X) :- e1, e1, between(1,3,X).
p11(X) :- p00(2), between(1,3,X), \+ e0(X), \+ e0(X).
p11(3) :- p00(X), p10(X), X == X, \+ e1.
p20(1,X) :- e1, e1, e1, between(1,3,X), \+ p10(2).
p20(1,Y) :- e1, e0(Z), p10(3), between(1,3,Y), Y < 2.
p21(1,X) :- X == 2, p21(3,3), between(1,3,X), \+ e0(X).
p21(X,Y) :- p20(3,Z), p11(Y), e1, between(1,3,X).
query(p21(2,1)).
query(p10(Y)).
query(p20(2,Y)).
query(p00(X)) :- between(1,2,X).
evidence(e0(2), false).
